# Thread: https://github.com/google/trajax/issues/9
# Shape: the fix: jax.tree_util.tree_map takes several trees the same way
# expect: ok
import jax
import jax.numpy as np


def project(params, lower, upper):
    return jax.tree_util.tree_map(lambda x, l, u: np.clip(x, l, u), params, lower, upper)


controls = {"u": np.array([-2.0, 0.5, 3.0])}
print(project(controls, {"u": -1.0}, {"u": 1.0}))
