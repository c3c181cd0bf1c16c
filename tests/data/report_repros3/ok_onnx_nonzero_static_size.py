# Thread: https://github.com/google/jaxonnxruntime/issues/29
# Shape: the fix: NonZero gets a static `size` so its output shape is known
# expect: ok
import functools

import jax
import jax.numpy as jnp


def onnx_nonzero(x, size):
    return jnp.stack(jnp.nonzero(x, size=size))


def onnx_relu(x):
    return jnp.maximum(x, 0)


def model_func(graph, x):
    for op in graph:
        if op == "Relu":
            x = onnx_relu(x)
        else:
            x = onnx_nonzero(x, size=x.shape[0])
    return x


infer = jax.jit(functools.partial(model_func, ["Relu", "NonZero"]))
infer(jnp.array([-1.0, 2.0, 0.0, 3.0]))
