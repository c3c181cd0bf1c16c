# Thread: https://github.com/jax-ml/jax/issues/2833
# Shape: a residual block's forward is rematerialised with `jax.checkpoint(block_forward)` and then jitted with the `use_bias` flag static; checkpoint itself traces every argument it is not told is static, so the flag is a tracer inside and `if use_bias:` raises TracerBoolConversionError
# expect: TracerBoolConversionError at line 16
import jax
import jax.numpy as jnp


class BlockConfig:
    def __init__(self, width, use_bias):
        self.width = width
        self.use_bias = use_bias


def block_forward(use_bias, x):
    h = jnp.tanh(x)
    if use_bias:
        return h + 1.0
    return h


def make_step(config):
    remat_block = jax.checkpoint(block_forward)
    return jax.jit(remat_block, static_argnums=0)


config = BlockConfig(width=4, use_bias=True)
step = make_step(config)
print(step(config.use_bias, jnp.ones(config.width)))
