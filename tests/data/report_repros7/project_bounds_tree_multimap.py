# Thread: https://github.com/google/trajax/issues/9
# Shape: an optimizer helper clips a control pytree with the removed jax.tree_multimap
# expect: AttributeError at line 9
import jax
import jax.numpy as np


def project(params, lower, upper):
    return jax.tree_multimap(lambda x, l, u: np.clip(x, l, u), params, lower, upper)


controls = {"u": np.array([-2.0, 0.5, 3.0])}
print(project(controls, {"u": -1.0}, {"u": 1.0}))
