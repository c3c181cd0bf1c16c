# Thread: https://github.com/apple/axlearn/issues/815
# Shape: the check reports non-finite values with jax.debug.print, which runs inside scan and remat instead of converting a tracer to bool
# expect: ok
import jax
import jax.numpy as jnp

_enable_numeric_checks = True


def check_numerics(x, msg_fmt="", **msg_kwargs):
    """Reports whether all elements in `x` are finite."""
    if _enable_numeric_checks:
        jax.debug.print("Check numerics " + msg_fmt.format(**msg_kwargs) + ": all finite {ok}",
                        ok=jnp.isfinite(x).all())
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
