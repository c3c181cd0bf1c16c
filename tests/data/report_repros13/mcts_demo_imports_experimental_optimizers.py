# Thread: https://github.com/kenjyoung/mctx_learning_demo/pull/2
# Shape: a learning demo imports its optimizer from `jax.experimental.optimizers`, removed in JAX 0.3.16 (it lives on as jax.example_libraries.optimizers)
# expect: ImportError at line 6
import jax
import jax.numpy as jnp
from jax.experimental import optimizers


def loss(params, obs, target):
    value = jnp.tanh(obs @ params["w"] + params["b"])
    return jnp.mean((value - target) ** 2)


opt_init, opt_update, get_params = optimizers.adam(1e-3)
params = {"w": jnp.zeros((4, 1)), "b": jnp.zeros(1)}
opt_state = opt_init(params)


@jax.jit
def train_step(i, opt_state, obs, target):
    grads = jax.grad(loss)(get_params(opt_state), obs, target)
    return opt_update(i, grads, opt_state)


opt_state = train_step(0, opt_state, jnp.ones((8, 4)), jnp.ones((8, 1)))
print(get_params(opt_state)["b"])
