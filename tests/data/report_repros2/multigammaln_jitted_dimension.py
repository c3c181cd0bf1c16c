# Thread: https://github.com/jax-ml/jax/issues/5073
# Shape: `jit` of `jax.scipy.special.multigammaln`, whose dimension argument must be static
# expect: ConcretizationTypeError at line 7
from jax import jit
from jax.scipy.special import multigammaln

jit(multigammaln)(1.0, 2)
