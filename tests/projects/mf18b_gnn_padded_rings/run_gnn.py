"""Train the GCN to tell rings from chains."""
import jax
import optax

from molgnn import DATA, GNN, GNNConfig, make_dataset, make_train_step, pad_batch
from molgnn.utils import EpochLog


def batches(dataset, size):
    for start in range(0, len(dataset) - size + 1, size):
        yield dataset[start:start + size]


def main():
    cfg = GNNConfig()
    dataset = make_dataset(DATA)
    model = GNN(cfg, DATA["node_features"])
    params = model.init(jax.random.key(0))
    optimizer = optax.adamw(cfg.lr, weight_decay=1e-4)
    opt_state = optimizer.init(params)
    train_step = make_train_step(model, optimizer)
    for epoch in range(cfg.n_epochs):
        log = EpochLog()
        for graphs in batches(dataset, cfg.batch_graphs):
            graph = pad_batch(graphs, DATA["pad_nodes"], DATA["pad_edges"])
            params, opt_state, metrics = train_step(params, opt_state, graph)
            log.add(metrics)
        print(f"epoch {epoch}: {log.summary()}")
    return log.summary()


if __name__ == "__main__":
    main()
