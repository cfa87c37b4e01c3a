// The Tokens module.
