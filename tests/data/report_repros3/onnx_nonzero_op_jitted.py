# Thread: https://github.com/google/jaxonnxruntime/issues/29
# Shape: an ONNX op table maps NonZero to `jnp.nonzero`; the converted model runs under jit
# expect: ConcretizationTypeError at line 9
import jax
import jax.numpy as jnp


def onnx_nonzero(x):
    return jnp.stack(jnp.nonzero(x))


def onnx_relu(x):
    return jnp.maximum(x, 0)


OPS = {"Relu": onnx_relu, "NonZero": onnx_nonzero}


def model_func(graph, x):
    for op in graph:
        x = OPS[op](x)
    return x


infer = jax.jit(lambda x: model_func(["Relu", "NonZero"], x))
infer(jnp.array([-1.0, 2.0, 0.0, 3.0]))
