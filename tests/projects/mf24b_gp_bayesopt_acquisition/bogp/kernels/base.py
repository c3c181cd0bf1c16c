"""A kernel maps two points and its hyperparameters to a covariance; the Gram matrix vmaps it."""
import abc

import jax
import jax.numpy as jnp

from ..transforms import positive


class Kernel(abc.ABC):
    def init(self, dim):
        return {"log_scale": jnp.zeros(()), "log_lengths": jnp.zeros((dim,))}

    @abc.abstractmethod
    def pair(self, params, x, y):
        """k(x, y) for one pair of points."""

    def scaled_distance(self, params, x, y):
        lengths = positive(params["log_lengths"])
        return jnp.sum(((x - y) / lengths) ** 2)

    def gram(self, params, xs, ys):
        rows = jax.vmap(lambda x: jax.vmap(lambda y: self.pair(params, x, y))(ys))
        return rows(xs)

    def __add__(self, other):
        return SumKernel(self, other)


class SumKernel(Kernel):
    def __init__(self, left, right):
        self.left, self.right = left, right

    def init(self, dim):
        return {"left": self.left.init(dim), "right": self.right.init(dim)}

    def pair(self, params, x, y):
        return self.left.pair(params["left"], x, y) + self.right.pair(params["right"], x, y)
