"""A small image-classification pipeline: numpy loader, JAX augmentations, linear model."""
