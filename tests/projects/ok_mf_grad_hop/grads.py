import jax

import model

grad_fn = jax.grad(model.loss)
