# Thread: https://github.com/keras-team/keras/issues/19639
# Shape: a Model base class builds its predict function once with `jax.jit` of a lambda calling `self.call`; a subclass overrides `call` and turns the position it receives with its inputs into a Python int with `.item()` to hand a jitted slicing helper its static argument, so under the base class's jit the `.item()` is on a tracer
# expect: ConcretizationTypeError at line 41
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnums=(1, 2))
def get_array_slice_and_repeat(x, pos, num_repeats):
    x_slice = x[:, :pos, :, :]
    return jnp.repeat(x_slice, num_repeats, axis=2)


class Model:
    def __init__(self, name=None):
        self.name = name if name is not None else "model"
        self.predict_function = None

    def call(self, inputs, training=False):
        raise NotImplementedError

    def make_predict_function(self):
        if self.predict_function is None:
            self.predict_function = jax.jit(lambda data: self.call(data, training=False))
        return self.predict_function

    def predict(self, data):
        return self.make_predict_function()(data)


class CustomModel(Model):
    def __init__(self, name=None):
        super().__init__(name)
        self.name = name if name is not None else "custom_model"

    def call(self, inputs, training=True):
        x, pos = inputs
        x = get_array_slice_and_repeat(x, pos.item(), 2)
        return x


x = np.random.rand(1, 5, 4, 3)
pos = jnp.array([2])
model = CustomModel()
out = model.predict((x, pos))
print(out.shape)
