# Thread: https://github.com/patrick-kidger/equinox/issues/213
# Shape: jax.grad straight on an eqx.nn.MLP whose output has shape (1,)
# expect: TypeError at line 11
import equinox as eqx
import jax

rng = jax.random.PRNGKey(128)
mlp = eqx.nn.MLP(in_size=2, out_size=1, width_size=80, depth=3, key=rng)
point = jax.random.uniform(rng, (2,))
print(mlp(point))
print(jax.grad(mlp)(point))
