// The Markdown module.
