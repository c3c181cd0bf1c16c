"""dy/dt = MLP([y, t]): the learned dynamics."""
import jax
import jax.numpy as jnp


def init_vector_field(key, dim, hidden, depth, time_dependent=True):
    sizes = [dim + int(time_dependent)] + [hidden] * depth + [dim]
    keys = jax.random.split(key, len(sizes) - 1)
    layers = []
    for k, n_in, n_out in zip(keys, sizes[:-1], sizes[1:]):
        layers.append({"w": jax.random.normal(k, (n_in, n_out)) / jnp.sqrt(n_in), "b": jnp.zeros(n_out)})
    layers[-1]["w"] = layers[-1]["w"] * 0.1
    return {"layers": layers, "time_dependent": time_dependent}


def vector_field(t, y, params):
    h = jnp.concatenate([y, jnp.reshape(t, (1,))]) if params["time_dependent"] else y  # expect: JAX101
    *hidden, last = params["layers"]
    for layer in hidden:
        h = jnp.tanh(h @ layer["w"] + layer["b"])
    return h @ last["w"] + last["b"]
