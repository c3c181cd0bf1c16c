# Thread: https://github.com/kingoflolz/mesh-transformer-jax/issues/135
# Shape: print-debugging inside a model: a transformer layer's method prints the shape and mean of its attention output while the jitted forward pass traces it, so the message shows a tracer instead of the value (the answer points to a host-callback print)
# expect: printed-tracer at line 15
import jax
import jax.numpy as jnp


class TransformerLayer:
    def __init__(self, d_model):
        self.scale = 1.0 / jnp.sqrt(d_model)

    def attend(self, q, k, v):
        weights = jax.nn.softmax(q @ k.T * self.scale, axis=-1)
        out = weights @ v
        print("attention out", out.shape, out.mean())
        return out

    def __call__(self, x):
        return x + self.attend(x, x, x)


layer = TransformerLayer(4)


@jax.jit
def forward(x):
    return layer(x).sum()


print(forward(jnp.ones((3, 4))))
