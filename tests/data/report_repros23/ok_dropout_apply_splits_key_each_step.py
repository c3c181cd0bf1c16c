# Thread: https://github.com/google-deepmind/dm-haiku/issues/585
# Shape: the answer in the thread: a fresh key per step, split from the running key, gives a new dropout mask each step
# expect: ok
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


def init(key, x):
    return {"w": jax.random.normal(key, (x.shape[-1], x.shape[-1]))}


@jax.jit
def apply(params, key, x):
    h = x @ params["w"]
    keep = jax.random.bernoulli(key, 0.5, h.shape)
    return jnp.where(keep, h / 0.5, 0.0)


init_key, key = jax.random.split(jax.random.key(42))
x = jnp.ones([4])
params = init(init_key, x)
outs = []
for step in range(3):
    key, step_key = jax.random.split(key)
    outs.append(apply(params, step_key, x))
print(jnp.stack(outs).sum())
