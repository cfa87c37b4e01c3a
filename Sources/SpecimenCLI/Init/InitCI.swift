import SpecimenCore

/// The CI workflow `specimen init --ci github` writes: pull the Figma files with the token
/// secret, build every version into a folder of its own beside the earlier ones (kept on a
/// branch), and publish them all to GitHub Pages. docs/PUBLISHING.md explains each step.
enum InitCI {
  static let providers = ["github"]
  static let githubPath = ".github/workflows/specimen.yml"
  /// The branch the workflow keeps every published version on.
  static let versionsBranch = "specimen-versions"

  static func github(_ inputs: InitInputs) -> String {
    var pulls: [String] = []
    for file in inputs.figma {
      let out = "\"$SITE/" + SiteLayout.Name.content(file.contentPath) + "\""
      if let key = file.key {
        pulls.append("          specimen figma pull --site \"$SITE\" --file \(key) --out \(out)")
      } else {
        pulls.append(
          "          # \(file.contentPath): its key is unknown; add: specimen figma pull --file KEY --out \(out)")
      }
    }
    var text = """
      # Builds the \(inputs.name) documentation site with Specimen and publishes it to GitHub Pages,
      # each version in a folder of its own beside the earlier ones (versions.json lists them).
      # Written by `specimen init --ci github`; docs/PUBLISHING.md explains each step.
      #
      # Set up once, under the repository's Settings:
      # - Pages: Source "GitHub Actions".
      # - Secrets and variables → Actions: the secret FIGMA_TOKEN (a Figma personal access token
      #   with read access to the files), and the variable SPECIMEN_REPOSITORY (the git URL
      #   Specimen is built from).
      name: Specimen

      on:
        push:
          branches: [main]
          tags: ["v*"]
        workflow_dispatch:

      permissions:
        contents: write   # pushes the built versions to the \(versionsBranch) branch
        pages: write
        id-token: write

      concurrency:
        group: specimen-pages
        cancel-in-progress: false

      env:
        SITE: .           # the site folder, relative to the repository
        OUT: ${{ github.workspace }}/.specimen-versions

      jobs:
        build:
          runs-on: ubuntu-latest
          steps:
            - uses: actions/checkout@v4
            - name: Install Specimen
              run: |
                git clone --depth 1 "${{ vars.SPECIMEN_REPOSITORY }}" "$RUNNER_TEMP/specimen"
                swift build -c release --static-swift-stdlib --package-path "$RUNNER_TEMP/specimen"
                echo "$RUNNER_TEMP/specimen/.build/release" >> "$GITHUB_PATH"
            - name: Pull the Figma files
              env:
                FIGMA_TOKEN: ${{ secrets.FIGMA_TOKEN }}
              run: |

      """
    text += (pulls.isEmpty ? ["          echo \"no Figma file to pull\""] : pulls).joined(separator: "\n") + "\n"
    text += """
            - name: Fetch the versions published before
              run: |
                mkdir -p "$OUT"
                if git fetch --depth 1 origin \(versionsBranch); then git archive FETCH_HEAD | tar -x -C "$OUT"; fi
            - name: Build this version
              env:
                VERSION: ${{ github.ref_type == 'tag' && github.ref_name || 'latest' }}
              run: |
                specimen build --site "$SITE" --output "$OUT" --version-path "$VERSION" --strict --diagnostics-format github
                printf '<!doctype html><meta http-equiv="refresh" content="0; url=%s/">' "$VERSION" > "$OUT/index.html"
            - name: Keep every version on the \(versionsBranch) branch
              env:
                GITHUB_TOKEN: ${{ github.token }}
              run: |
                cd "$OUT"
                git init -q -b \(versionsBranch)
                git add -A
                git -c user.name=specimen -c user.email=specimen@users.noreply.github.com commit -qm "Publish $GITHUB_REF_NAME"
                git push -f "https://x-access-token:$GITHUB_TOKEN@github.com/$GITHUB_REPOSITORY.git" HEAD:\(versionsBranch)
            - uses: actions/upload-pages-artifact@v3
              with:
                path: .specimen-versions

        deploy:
          needs: build
          runs-on: ubuntu-latest
          environment:
            name: github-pages
            url: ${{ steps.deployment.outputs.page_url }}
          steps:
            - id: deployment
              uses: actions/deploy-pages@v4

      """
    return text
  }
}
