# Thread: https://github.com/patrick-kidger/equinox/issues/630
# Shape: the model does not change during the rollout, so the scan body closes over it and the carry holds only arrays (the maintainer's alternative to partitioning)
# expect: ok
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
    def step(total, x):
        val = mlp(x)
        return total + val, val

    _, scan_out = jax.lax.scan(step, jnp.zeros(1), xs)
    return scan_out


key, subkey = jax.random.split(jax.random.PRNGKey(42))
mlp = SimpleMLP(key=key)
vals = rollout(mlp, jax.random.normal(subkey, (200, 3)))
print(vals.shape)
