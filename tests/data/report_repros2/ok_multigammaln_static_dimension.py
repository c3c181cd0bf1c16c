# Thread: https://github.com/jax-ml/jax/issues/5073
# Shape: the same call with the dimension static
# expect: ok
from jax import jit
from jax.scipy.special import multigammaln

jit(multigammaln, static_argnums=1)(1.0, 2)
