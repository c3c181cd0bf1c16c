# Thread: https://github.com/google-deepmind/dm-haiku/issues/671
# Shape: a model whose layers create their parameters lazily on first call (`if self.w is None: self.w = ...`), called from a jitted forward function: the first trace stores the new parameters on the layers as tracers, and a batch of another size retraces and reads them
# expect: UnexpectedTracerError at line 45; cause line 19
import jax
import jax.numpy as jnp


class Linear:
    def __init__(self, output_size, seed):
        self.output_size = output_size
        self.seed = seed
        self.w = None
        self.b = None

    def __call__(self, x):
        if self.w is None:
            key = jax.random.key(self.seed)
            scale = 1.0 / jnp.sqrt(x.shape[-1])
            self.w = scale * jax.random.normal(key, (x.shape[-1], self.output_size))
            self.b = jnp.zeros(self.output_size)
        return x @ self.w + self.b


class VGG_D:
    def __init__(self, num_classes):
        self.layers = [Linear(64, 0), Linear(64, 1), Linear(num_classes, 2)]

    def __call__(self, x):
        x = x.reshape(x.shape[0], -1)
        for layer in self.layers[:-1]:
            x = jax.nn.relu(layer(x))
        return self.layers[-1](x)


model = VGG_D(num_classes=10)


@jax.jit
def _forward_fn(x):
    return model(x)


for batch_size in (1, 2):
    inp_x = jax.random.normal(jax.random.key(3), (batch_size, 3, 8, 8))
    out = _forward_fn(inp_x)
    print(out.shape)
