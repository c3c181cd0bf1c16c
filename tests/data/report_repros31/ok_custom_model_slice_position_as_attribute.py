# Thread: https://github.com/keras-team/keras/issues/19639
# Shape: the fix the thread settles on: the slice position is a Python int the model holds from its construction (a hyperparameter, not an input), so `call` hands the jitted slicing helper a concrete static argument while the base class jits `call`
# expect: ok
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
    def __init__(self, pos, name=None):
        super().__init__(name)
        self.pos = pos

    def call(self, inputs, training=True):
        return get_array_slice_and_repeat(inputs, self.pos, 2)


x = np.random.rand(1, 5, 4, 3)
model = CustomModel(pos=2)
out = model.predict(x)
print(out.shape)
