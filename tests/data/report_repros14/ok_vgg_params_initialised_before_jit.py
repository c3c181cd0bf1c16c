# Thread: https://github.com/google-deepmind/dm-haiku/issues/671
# Shape: the transform-then-jit order the maintainers recommend, in plain JAX: parameters are created by an init function outside jit and the jitted apply function receives them as an argument, so batches of any size only retrace a pure function
# expect: ok
import jax
import jax.numpy as jnp


def init_linear(key, input_size, output_size):
    scale = 1.0 / jnp.sqrt(input_size)
    return {"w": scale * jax.random.normal(key, (input_size, output_size)), "b": jnp.zeros(output_size)}


def init_vgg(key, input_size, num_classes):
    sizes = [input_size, 64, 64, num_classes]
    keys = jax.random.split(key, len(sizes) - 1)
    return [init_linear(k, m, n) for k, m, n in zip(keys, sizes[:-1], sizes[1:])]


def apply_vgg(params, x):
    x = x.reshape(x.shape[0], -1)
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]


params = init_vgg(jax.random.key(0), 3 * 8 * 8, num_classes=10)
forward = jax.jit(apply_vgg)

for batch_size in (1, 2):
    inp_x = jax.random.normal(jax.random.key(3), (batch_size, 3, 8, 8))
    out = forward(params, inp_x)
    print(out.shape)
