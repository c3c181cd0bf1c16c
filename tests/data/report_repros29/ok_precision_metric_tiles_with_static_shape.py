# Thread: https://github.com/keras-team/keras-core/issues/718
# Shape: the fix builds the tile multiples from the static shape as a Python tuple (`(1, y_pred.shape[0])`), so `jnp.tile` gets concrete repetitions inside the jitted train step
# expect: ok
import jax
import jax.numpy as jnp


class Precision:
    def __init__(self, thresholds=(0.5,)):
        self.thresholds = jnp.asarray(thresholds)

    def variables(self):
        n = self.thresholds.shape[0]
        return {"true_positives": jnp.zeros(n), "false_positives": jnp.zeros(n)}

    def _tile_thresholds(self, y_pred):
        num_predictions = y_pred.shape[0]
        multiples = (1, num_predictions)
        return jnp.tile(self.thresholds[:, None], multiples)

    def stateless_update_state(self, metric_vars, y_true, y_pred):
        y_pred = jnp.max(y_pred, axis=-1)
        y_true = jnp.argmax(y_true, axis=-1) == jnp.argmax(y_true, axis=-1)
        predicted = y_pred[None, :] > self._tile_thresholds(y_pred)
        tp = jnp.sum(predicted & y_true[None, :], axis=1)
        fp = jnp.sum(predicted & ~y_true[None, :], axis=1)
        return {"true_positives": metric_vars["true_positives"] + tp,
                "false_positives": metric_vars["false_positives"] + fp}


class JaxTrainer:
    def __init__(self, metrics):
        self.metrics = metrics

    def train_step(self, metric_vars, x, y):
        y_pred = jax.nn.softmax(x)
        return [metric.stateless_update_state(v, y, y_pred) for metric, v in zip(self.metrics, metric_vars)]

    def fit(self, batches):
        metric_vars = [metric.variables() for metric in self.metrics]
        step = jax.jit(self.train_step)
        for x, y in batches:
            metric_vars = step(metric_vars, x, y)
        return metric_vars


trainer = JaxTrainer([Precision()])
x = jax.random.normal(jax.random.PRNGKey(0), (64, 10))
y = jax.nn.one_hot(jnp.arange(64) % 10, 10)
print(trainer.fit([(x, y)]))
