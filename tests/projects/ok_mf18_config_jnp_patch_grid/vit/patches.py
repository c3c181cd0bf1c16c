from vit import config


def patchify(cfg, image):
    gh, gw = config.patch_grid(cfg, image.shape)
    p = cfg.patch
    patches = image.reshape(gh, p, gw, p, -1)
    return patches.transpose(0, 2, 1, 3, 4).reshape(gh * gw, -1)
