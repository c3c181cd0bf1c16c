"""Masked cross-entropy over the real graphs and the jitted optimisation step."""
import jax
import jax.numpy as jnp
import optax

from .data.graphs import graph_mask
from .utils.metrics import masked_accuracy


def loss_fn(params, model, graph):
    logits = model(params, graph)
    mask = graph_mask(graph).astype(jnp.float32)
    ce = optax.softmax_cross_entropy_with_integer_labels(logits, graph.labels)
    loss = jnp.sum(ce * mask) / jnp.sum(mask)
    return loss, masked_accuracy(logits, graph.labels, mask)


def make_train_step(model, optimizer):
    def step(params, opt_state, graph):
        (loss, acc), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, model, graph)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, {"loss": loss, "acc": acc}

    return jax.jit(step)
