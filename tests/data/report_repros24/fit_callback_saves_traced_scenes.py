# Thread: https://github.com/pmelchior/scarlet2/issues/229
# Shape: a fit loop hands a user callback to its jitted step, which calls it on the traced scene; the callback appends each scene to a list that is animated after the fit
# expect: UnexpectedTracerError at line 32; cause line 11
from functools import partial

import jax
import jax.numpy as jnp

scenes = []
def scene_saver(scene, *args):
    scenes.append(scene)


@partial(jax.jit, static_argnums=2)
def make_step(scene, target, callback):
    scene = scene - 0.1 * (scene - target)
    if callback is not None:
        callback(scene)
    return scene


def fit(scene, target, max_iter, callback=None):
    for step in range(max_iter):
        scene = make_step(scene, target, callback)
    return scene


scene_ = fit(jnp.zeros(4), jnp.ones(4), 3, callback=scene_saver)
print(scene_)
frames = []
for frame in scenes:
    frames.append(frame * 255.0)
print(len(frames))
