import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import SpecimenCLI

/// `specimen init --ci github` writes a workflow that reads as YAML, pulls the Figma files with
/// the token secret, and whose build command, run as written on the site init wrote, builds each
/// version beside the others.
@Suite struct InitCITests {
  static let combined = Fixtures.shared("init/combined")

  /// A shell line's words, with `"$NAME"` and `$NAME` replaced from `environment`.
  static func words(_ line: String, _ environment: [String: String]) -> [String] {
    line.split(separator: " ").map { word in
      var text = String(word).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
      if text.hasPrefix("$") { text = environment[String(text.dropFirst())] ?? text }
      return text
    }
  }

  @Test func theWorkflowPullsBuildsStrictlyAndPublishesEveryVersion() async throws {
    let site = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-ci-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: site) }
    let initialized = await run("init", site, "--ci", "github", "--props", Self.combined + "/custom-elements.json")
    #expect(initialized.status == 0, "\(initialized.err)")
    let path = site + "/.github/workflows/specimen.yml"
    let workflow = try YAMLReader.parse(String(contentsOfFile: path, encoding: .utf8), file: path)
    let build = try #require(workflow["jobs"]?["build"]?["steps"]?.array)
    let runs = build.compactMap { $0["run"]?.string }
    let uses =
      build.compactMap { $0["uses"]?.string }
      + (workflow["jobs"]?["deploy"]?["steps"]?.array ?? []).compactMap {
        $0["uses"]?.string
      }
    #expect(uses.contains { $0.hasPrefix("actions/upload-pages-artifact@") })
    #expect(uses.contains { $0.hasPrefix("actions/deploy-pages@") })
    let pull = try #require(build.first { $0["name"]?.string == "Pull the Figma files" })
    #expect(pull["env"]?["FIGMA_TOKEN"]?.string == "${{ secrets.FIGMA_TOKEN }}")
    let commands = runs.flatMap { $0.split(separator: "\n") }.map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("specimen build ") }
    #expect(commands.count == 1)
    let command = try #require(commands.first)
    #expect(command.contains("--strict") && command.contains("--diagnostics-format github"))
    // Two versions, one after the other, into one output: both stay, versions.json lists both.
    let output = site + "/.specimen-versions"
    for version in ["v1.0", "v1.1"] {
      let arguments = Self.words(command, ["SITE": site, "OUT": output, "VERSION": version]).dropFirst()
      let output = CommandOutput.buffer
      let status = await SpecimenCommand.run(Array(arguments), output: output)
      #expect(status == 0, "\(output.errorText)")
      #expect(!output.errorText.contains("::error"), "\(output.errorText)")
    }
    for version in ["v1.0", "v1.1"] {
      #expect(FileManager.default.fileExists(atPath: output + "/\(version)/components/ac-button/index.html"))
    }
    let versions = try String(contentsOfFile: output + "/versions.json", encoding: .utf8)
    #expect(versions.contains("\"path\": \"v1.1\"") && versions.contains("\"path\": \"v1.0\""), "\(versions)")
  }

  /// The build job's steps, run as GitHub runs them (`bash -e`, in the checkout, with the
  /// workflow's and the step's environment), for two versions one after the other: the Specimen
  /// the install step would build is the one built with these tests, and the step that pushes to
  /// the repository is left out, having no repository to push to.
  @Test func theBuildJobsStepsRunAsWritten() async throws {
    let executable = try #require(InterruptedBuildTests.executable, "the specimen executable is built with the tests")
    let site = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-ci-run-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: site) }
    let initialized = await run("init", site, "--ci", "github", "--props", Self.combined + "/custom-elements.json")
    #expect(initialized.status == 0, "\(initialized.err)")
    let path = site + "/.github/workflows/specimen.yml"
    let workflow = try YAMLReader.parse(String(contentsOfFile: path, encoding: .utf8), file: path)
    let steps = try #require(workflow["jobs"]?["build"]?["steps"]?.array)
    func expand(_ value: String) -> String {
      value.replacingOccurrences(of: "${{ github.workspace }}", with: site)
        .replacingOccurrences(of: "${{ secrets.FIGMA_TOKEN }}", with: "unused-token")
    }
    var ran: [String] = []
    for version in ["v1.0", "v1.1"] {
      var environment = ProcessInfo.processInfo.environment
      environment["PATH"] = (executable as NSString).deletingLastPathComponent + ":" + (environment["PATH"] ?? "")
      for entry in workflow["env"]?.entries ?? [] { environment[entry.key] = expand(entry.value.string ?? "") }
      for step in steps {
        guard let script = step["run"]?.string, let name = step["name"]?.string,
          name != "Install Specimen", !script.contains("git push")
        else { continue }
        var stepEnvironment = environment
        for entry in step["env"]?.entries ?? [] { stepEnvironment[entry.key] = expand(entry.value.string ?? "") }
        stepEnvironment["VERSION"] = version
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-e", "-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: site)
        process.environment = stepEnvironment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(name): \(message)")
        #expect(!message.contains("::error"), "\(name): \(message)")
        ran.append(name)
      }
    }
    #expect(Set(ran) == ["Pull the Figma files", "Fetch the versions published before", "Build this version"])
    let output = site + "/.specimen-versions"
    for version in ["v1.0", "v1.1"] {
      #expect(FileManager.default.fileExists(atPath: output + "/\(version)/components/ac-button/index.html"))
    }
    let versions = try String(contentsOfFile: output + "/versions.json", encoding: .utf8)
    #expect(versions.contains("\"path\": \"v1.1\"") && versions.contains("\"path\": \"v1.0\""), "\(versions)")
    // The root page sends a visitor to the version built last.
    let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
    #expect(index.contains("url=v1.1/"))
  }

  /// A Figma file whose key init knows is pulled by the workflow, to where site.yml names it.
  @Test func aFigmaFileWithAKeyIsPulledWhereSiteYmlNamesIt() throws {
    var inputs = InitInputs(name: "Acme")
    inputs.figma = [
      .init(contentPath: "figma/Ab12Cd34Ef56Gh78Ij90Kl.json", key: "Ab12Cd34Ef56Gh78Ij90Kl", sets: []),
      .init(contentPath: "figma/library.json", sets: []),
    ]
    inputs.ci = "github"
    let workflow = try #require(InitPlanner.plan(inputs).text(at: ".github/workflows/specimen.yml"))
    #expect(
      workflow.contains(
        "specimen figma pull --site \"$SITE\" --file Ab12Cd34Ef56Gh78Ij90Kl --out \"$SITE/content/figma/Ab12Cd34Ef56Gh78Ij90Kl.json\"\n"
      ))
    #expect(workflow.contains("# figma/library.json: its key is unknown"))
  }
}
