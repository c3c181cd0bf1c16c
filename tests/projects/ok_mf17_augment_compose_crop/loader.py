import jax

from augment import random_crop, random_flip
from pipeline import Compose

AUGMENT = Compose(random_flip, random_crop)


def augment_batch(key, images):
    keys = jax.random.split(key, images.shape[0])
    return jax.vmap(AUGMENT)(keys, images)
