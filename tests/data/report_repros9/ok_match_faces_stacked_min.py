# Thread: https://github.com/jax-ml/jax/issues/5839
# Shape: the distances are stacked into a jnp array and reduced with jnp.min; the table is built with jnp.asarray
# expect: ok
import jax.numpy as jnp
from jax import jit

database = [
    ("alice", [jnp.array([1.0, 0.0, 0.0]), jnp.array([0.9, 0.1, 0.0])]),
    ("bob", [jnp.array([0.0, 1.0, 0.0])]),
]


def jax_cosine(a, b):
    return 1.0 - jnp.dot(a, b) / (jnp.linalg.norm(a) * jnp.linalg.norm(b))


@jit
def match_faces3(desc):
    distances = []
    for i, descr in enumerate(desc):
        row = []
        for j, identity in enumerate(database):
            dist = []
            for k, id_desc in enumerate(identity[1]):
                dist.append(jax_cosine(descr, id_desc))
            row.append(jnp.min(jnp.asarray(dist)))
        distances.append(row)
    return jnp.asarray(distances)


print(match_faces3(jnp.array([[1.0, 0.1, 0.0], [0.1, 1.0, 0.0]])))
