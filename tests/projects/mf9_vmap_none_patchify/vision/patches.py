def to_patches(image, patch):
    h, w, c = image.shape
    grid = image.reshape(h // patch, patch, w // patch, patch, c)  # expect: JAX202
    grid = grid.transpose(0, 2, 1, 3, 4)
    return grid.reshape(grid.shape[0] * grid.shape[1], -1)
