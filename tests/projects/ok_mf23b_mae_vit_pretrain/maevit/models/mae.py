import jax

from ..losses import masked_mse, normalize_targets
from ..masking import random_masking
from ..patching import patchify
from .decoder import MAEDecoder
from .encoder import ViTEncoder


class MAE:
    def __init__(self, cfg):
        self.patch, m = cfg.patch, cfg.model
        num_patches = (cfg.image // cfg.patch) ** 2
        patch_dim = cfg.patch * cfg.patch * cfg.channels
        self.mask_ratio = m.mask_ratio
        self.encoder = ViTEncoder(patch_dim, num_patches, m.dim, m.depth)
        self.decoder = MAEDecoder(m.dim, m.decoder_dim, m.decoder_depth, num_patches, patch_dim)

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"encoder": self.encoder.init(k1), "decoder": self.decoder.init(k2)}

    def loss(self, params, images, key):
        patches = patchify(images, self.patch)
        tokens = self.encoder.embed_patches(params["encoder"], patches)
        kept, mask, restore = random_masking(key, tokens, self.mask_ratio)
        latent = self.encoder.apply(params["encoder"], kept)
        pred = self.decoder.apply(params["decoder"], latent, restore)
        return masked_mse(pred, normalize_targets(patches), mask)
