# Thread: https://github.com/google/neural-tangents/issues/75
# Shape: a pairwise NTK entry function (one x, one y) vmapped twice over the data to build the kernel matrix; the user prints the kernel value inside it to see the number and gets the BatchTracer instead
# expect: printed-tracer at line 25
import jax
import jax.numpy as jnp


def kernel_fn(x1, x2, get="nngp"):
    d = x1.shape[-1]
    nngp = x1 @ x2.T / d
    norms = jnp.sqrt(jnp.sum(x1**2, -1)[:, None] * jnp.sum(x2**2, -1)[None, :]) / d
    cos = jnp.clip(nngp / norms, -1.0, 1.0)
    theta = jnp.arccos(cos)
    relu_nngp = norms * (jnp.sin(theta) + (jnp.pi - theta) * cos) / (2 * jnp.pi)
    if get == "nngp":
        return relu_nngp
    relu_ntk = nngp * (jnp.pi - theta) / (2 * jnp.pi) + relu_nngp
    return relu_ntk


def pair_kernel(x, y):
    x = x[None]
    y = y[None]
    k_xy = kernel_fn(x, y, "ntk")
    print(k_xy)
    return k_xy[0, 0]


key1, key2 = jax.random.split(jax.random.key(1))
x1 = jax.random.normal(key1, (4, 8))
x2 = jax.random.normal(key2, (3, 8))
kernel = jax.vmap(jax.vmap(pair_kernel, in_axes=(None, 0)), in_axes=(0, None))(x1, x2)
print(kernel.shape)
