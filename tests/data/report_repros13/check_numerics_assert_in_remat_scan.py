# Thread: https://github.com/apple/axlearn/issues/815
# Shape: a debugging helper guarded by a module-level flag asserts `bool(jnp.isfinite(x).all())`; a layer calls it, and the layer runs as the remat'd body of a lax.scan over repeated layers, so x is traced
# expect: TracerBoolConversionError at line 19
import jax
import jax.numpy as jnp

_enable_numeric_checks = True


def enable_numeric_checks(enabled=True):
    global _enable_numeric_checks
    _enable_numeric_checks = enabled


def check_numerics(x, msg_fmt="", **msg_kwargs):
    """Checks that all elements in `x` are finite."""
    global _enable_numeric_checks  # pylint: disable=global-statement,global-variable-not-assigned
    if _enable_numeric_checks:
        assert bool(jnp.isfinite(x).all()), f"Check numerics {msg_fmt.format(**msg_kwargs)}: {x}"
    return x


def layer(params, inputs):
    outputs = jnp.tanh(inputs @ params["w"] + params["b"])
    check_numerics(outputs, msg_fmt="layer outputs")
    return outputs


def repeat(params, inputs):
    def body(carry, layer_params):
        return jax.checkpoint(layer)(layer_params, carry), None

    outputs, _ = jax.lax.scan(body, inputs, params)
    return outputs


num_layers, dim = 3, 4
params = {"w": jnp.ones((num_layers, dim, dim)) * 0.1, "b": jnp.zeros((num_layers, dim))}
print(repeat(params, jnp.ones((2, dim))))
