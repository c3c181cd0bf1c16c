# Thread: https://github.com/jax-ml/jax/issues/4416
# Shape: descriptors are put on a device, then the jitted matcher is called with the device object itself instead of the descriptors; a `Device` is not a JAX type
# expect: TypeError at line 23
import jax
import jax.numpy as jnp


def cosine_dist(a, b):
    return 1.0 - jnp.dot(a, b) / (jnp.linalg.norm(a) * jnp.linalg.norm(b))


database = jnp.ones((5, 8))


def match_faces(desc):
    dists = jax.vmap(lambda d: jax.vmap(lambda e: cosine_dist(d, e))(database))(desc)
    return jnp.argmin(dists, axis=1)


descriptors = jnp.linspace(0.0, 1.0, 24).reshape(3, 8)
descriptors = jax.device_put(descriptors, jax.devices()[0])
matches_jit = jax.jit(match_faces)
print(matches_jit(jax.devices()[0]))
