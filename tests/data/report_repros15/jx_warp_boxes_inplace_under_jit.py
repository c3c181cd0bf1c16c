# Thread: https://github.com/jax-ml/jax/issues/7032
# Shape: a NumPy-style bounding-box warp ported to jnp and jitted whole (`jax.jit(jx_warp)(...)`): it fills a `jnp.ones` buffer by slice assignment (`xy[:, :2] = ...`) and clips columns in place, as the NumPy original did
# expect: TypeError at line 12
import jax
import jax.numpy as jnp


def jx_warp(boxes, M, width, height):
    n = len(boxes)
    if n:
        xy = jnp.ones((n * 4, 3))
        xy[:, :2] = boxes[:, [0, 1, 2, 3, 0, 3, 2, 1]].reshape(n * 4, 2)
        xy = xy @ M.T
        xy = (xy[:, :2] / xy[:, 2:3]).reshape(n, 8)
        x = xy[:, [0, 2, 4, 6]]
        y = xy[:, [1, 3, 5, 7]]
        xy = jnp.concatenate((x.min(1), y.min(1), x.max(1), y.max(1))).reshape(4, n).T
        xy[:, [0, 2]] = xy[:, [0, 2]].clip(0, width)
        xy[:, [1, 3]] = xy[:, [1, 3]].clip(0, height)
        return xy.astype(jnp.float32)
    else:
        return boxes


boxes = jnp.array([[10.0, 20.0, 50.0, 60.0], [30.0, 30.0, 90.0, 80.0]])
M = jnp.array([[1.0, 0.1, 5.0], [0.0, 1.0, -3.0], [0.0, 0.0, 1.0]])
print(jax.jit(jx_warp)(boxes, M, 100.0, 100.0))
