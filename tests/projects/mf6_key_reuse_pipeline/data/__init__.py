from .augment import add_noise, random_mask
