import jax
import jax.numpy as jnp


def init_cnn(key, channels=(8, 16), n_classes=10):
    params = []
    in_ch = 1
    keys = jax.random.split(key, len(channels) + 1)
    for k, out_ch in zip(keys[:-1], channels):
        params.append({"w": jax.random.normal(k, (3, 3, in_ch, out_ch)) * 0.1, "b": jnp.zeros(out_ch)})
        in_ch = out_ch
    params.append({"w": jax.random.normal(keys[-1], (in_ch, n_classes)) * 0.1, "b": jnp.zeros(n_classes)})
    return params


def apply_cnn(params, images):
    x = images
    for layer in params[:-1]:
        x = jax.lax.conv_general_dilated(x, layer["w"], (1, 1), "SAME",
                                         dimension_numbers=("NHWC", "HWIO", "NHWC")) + layer["b"]
        x = jax.nn.relu(x)
    x = x.mean(axis=(1, 2))
    return x @ params[-1]["w"] + params[-1]["b"]
