# Thread: https://github.com/patrick-kidger/equinox/issues/630
# Shape: the rollout: an `eqx.Module` wrapping `eqx.nn.MLP` is the carry of `jax.lax.scan`; the MLP holds its activation functions as fields, which are not JAX types, so scan rejects the carry (the maintainer: partition the model and carry only its arrays)
# expect: TypeError at line 25
import equinox as eqx
import jax
import jax.numpy as jnp


class SimpleMLP(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, *, key):
        self.mlp = eqx.nn.MLP(in_size=3, out_size=1, width_size=32, depth=2, key=key)

    def __call__(self, x):
        return self.mlp(x)


def rollout(mlp, xs):
    def step(carry, x):
        mlp = carry
        val = mlp(x)
        return mlp, val

    _, scan_out = jax.lax.scan(step, mlp, xs)
    return scan_out


key, subkey = jax.random.split(jax.random.PRNGKey(42))
mlp = SimpleMLP(key=key)
vals = rollout(mlp, jax.random.normal(subkey, (200, 3)))
print(vals.shape)
