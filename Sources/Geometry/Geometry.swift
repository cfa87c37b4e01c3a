// The Geometry module.
