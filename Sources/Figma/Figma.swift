// The Figma module.
