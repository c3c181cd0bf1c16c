# Thread: https://github.com/google-research/t5x/issues/959
# Shape: to inspect each layer's intermediate values the user prints them inside the block's __call__; inference runs the model under jit, so the print shows tracers
# expect: printed-tracer at line 15
import jax
import jax.numpy as jnp


class MlpBlock:
    def __init__(self, name, params):
        self.name = name
        self.params = params

    def __call__(self, x):
        h = jax.nn.gelu(x @ self.params["wi"])
        print(self.name, "hidden", h)
        return h @ self.params["wo"]


class Encoder:
    def __init__(self, blocks):
        self.blocks = blocks

    def __call__(self, x):
        for block in self.blocks:
            x = x + block(x)
        return x


key = jax.random.key(0)
k1, k2 = jax.random.split(key)
params = {"wi": jax.random.normal(k1, (4, 8)) * 0.1, "wo": jax.random.normal(k2, (8, 4)) * 0.1}
encoder = Encoder([MlpBlock("layer_0", params), MlpBlock("layer_1", params)])


@jax.jit
def infer_fn(x):
    return encoder(x)


print(infer_fn(jnp.ones((2, 4))).shape)
