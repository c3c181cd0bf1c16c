# Thread: https://github.com/google/flax/pull/2593
# Shape: a training loop hands the same `dropout_key` to the jitted `train_step` at every step, so every step drops the same units; the jitted step consumes the key and the next call passes it again (the key-reuse checker on)
# expect: KeyReuseError at line 31
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


def apply_model(params, x, dropout_key, rate=0.5):
    h = jnp.tanh(x @ params["w1"])
    keep = jax.random.bernoulli(dropout_key, 1.0 - rate, h.shape)
    h = jnp.where(keep, h / (1.0 - rate), 0.0)
    return h @ params["w2"]


@jax.jit
def train_step(params, x, y, dropout_key):
    def loss_fn(p):
        return jnp.mean((apply_model(p, x, dropout_key) - y) ** 2)

    grads = jax.grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)


main_key, params_key, dropout_key = jax.random.split(jax.random.key(0), 3)
k1, k2 = jax.random.split(params_key)
params = {"w1": jax.random.normal(k1, (3, 8)), "w2": jax.random.normal(k2, (8, 1))}
x, y = jnp.ones((16, 3)), jnp.zeros((16, 1))
for epoch in range(3):
    params = train_step(params, x, y, dropout_key)
print(params["w2"].sum())
