# Thread: https://github.com/jax-ml/jax/issues/5839
# Shape: a jitted face matcher collects cosine distances in a Python list and indexes it with jnp.argmin
# expect: TracerIntegerConversionError at line 26
import jax.numpy as jnp
import numpy as np
from jax import jit

database = [
    ("alice", [jnp.array([1.0, 0.0, 0.0]), jnp.array([0.9, 0.1, 0.0])]),
    ("bob", [jnp.array([0.0, 1.0, 0.0])]),
]


def jax_cosine(a, b):
    return 1.0 - jnp.dot(a, b) / (jnp.linalg.norm(a) * jnp.linalg.norm(b))


@jit
def match_faces3(desc):
    distances = np.empty((len(desc), len(database)))
    for i, descr in enumerate(desc):
        for j, identity in enumerate(database):
            dist = []
            for k, id_desc in enumerate(identity[1]):
                dist.append(jax_cosine(descr, id_desc))
            distances[i][j] = dist[jnp.argmin(jnp.asarray(dist))]
    return jnp.asarray(distances)


print(match_faces3(jnp.array([[1.0, 0.1, 0.0], [0.1, 1.0, 0.0]])))
