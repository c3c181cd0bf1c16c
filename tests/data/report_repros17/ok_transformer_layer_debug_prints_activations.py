# Thread: https://github.com/kingoflolz/mesh-transformer-jax/issues/135
# Shape: the layer with the answer's kind of print: a host-side print staged into the computation (`jax.debug.print("attention out {} {}", out.shape, out.mean())`), which shows the value when the jitted forward pass runs
# expect: ok
import jax
import jax.numpy as jnp


class TransformerLayer:
    def __init__(self, d_model):
        self.scale = 1.0 / jnp.sqrt(d_model)

    def attend(self, q, k, v):
        weights = jax.nn.softmax(q @ k.T * self.scale, axis=-1)
        out = weights @ v
        jax.debug.print("attention out {} {}", out.shape, out.mean())
        return out

    def __call__(self, x):
        return x + self.attend(x, x, x)


layer = TransformerLayer(4)


@jax.jit
def forward(x):
    return layer(x).sum()


print(forward(jnp.ones((3, 4))))
