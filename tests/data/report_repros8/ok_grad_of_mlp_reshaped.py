# Thread: https://github.com/patrick-kidger/equinox/issues/213
# Shape: the workaround reshapes the (1,) output to a scalar before grad, vmapped over points
# expect: ok
import equinox as eqx
import jax
import jax.numpy as jp

rng = jax.random.PRNGKey(128)
mlp = eqx.nn.MLP(in_size=2, out_size=1, width_size=80, depth=3, key=rng)


def mlp_hack(x):
    out = mlp(x)
    return jp.reshape(out, ())


point = jax.random.uniform(rng, (3, 2))
print(jax.vmap(jax.grad(mlp_hack))(point))
