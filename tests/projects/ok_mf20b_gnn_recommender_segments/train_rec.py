"""Train LightGCN and a graph-attention recommender on synthetic clicks; report recall@5."""
from gnnrec import RecConfig, Trainer, build_model, synthetic_interactions
from gnnrec.graph import bipartite_graph


def main():
    users, items, n_users, n_items = synthetic_interactions(seed=0, n_users=40, n_items=60, per_user=6)
    graph = bipartite_graph(users, items, n_users, n_items)
    scores = {}
    for arch in ("lightgcn", "gat"):
        cfg = RecConfig(arch=arch, dim=16, n_layers=2, lr=0.05, steps=20, k=5)
        model = build_model(cfg, graph)
        trainer = Trainer(model, graph, cfg)
        trainer.fit(users, items)
        scores[arch] = trainer.evaluate(users, items)
    print(scores)
    return scores


if __name__ == "__main__":
    main()
