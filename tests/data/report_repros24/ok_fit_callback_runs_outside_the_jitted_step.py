# Thread: https://github.com/pmelchior/scarlet2/issues/229
# Shape: the fit loop calls the callback after the jitted step returns, so the saved scenes are concrete arrays
# expect: ok
import jax
import jax.numpy as jnp

scenes = []
def scene_saver(scene, *args):
    scenes.append(scene)


@jax.jit
def make_step(scene, target):
    return scene - 0.1 * (scene - target)


def fit(scene, target, max_iter, callback=None):
    for step in range(max_iter):
        scene = make_step(scene, target)
        if callback is not None:
            callback(scene, step)
    return scene


scene_ = fit(jnp.zeros(4), jnp.ones(4), 3, callback=scene_saver)
print(scene_)
frames = []
for frame in scenes:
    frames.append(frame * 255.0)
print(len(frames))
