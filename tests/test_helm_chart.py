"""The Helm chart renders, lints and validates offline, and deploys the gateway as it runs here."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import helm_python
import kubernetes_validate
import pytest
import yaml

from gateway.config.fleet import parse_fleet
from gateway.routing.policy_store import parse_policy

CHART = Path(__file__).resolve().parents[1] / "helm" / "specgate"
KUBE = "1.29"
FLEET = {"models": [{"name": "llama-3.1-8b-instruct", "context_length": 8192, "backends": [
    {"name": "vllm-ngram", "engine": "vllm", "base_url": "http://vllm-ngram:8000",
     "served_model": "meta-llama/Llama-3.1-8B-Instruct",
     "speculation": {"method": "ngram", "num_speculative_tokens": 4}},
    {"name": "tgi-plain", "engine": "tgi", "base_url": "http://tgi:80",
     "served_model": "meta-llama/Llama-3.1-8B-Instruct"}]}]}
BASE = {"secrets": {"existingSecret": "specgate-secrets"}, "fleet": FLEET}


def render(**values: Any) -> dict[str, dict[str, Any]]:
    """Every rendered manifest by kind (and name where a kind repeats), NOTES left out."""
    chart = helm_python.Chart.load(str(CHART))
    out: dict[str, dict[str, Any]] = {}
    merged = {**BASE, **values}
    for path, text in chart.render(merged, name="gw", namespace="ai").items():
        if path.endswith("NOTES.txt"):
            continue
        for doc in yaml.safe_load_all(text):
            if doc:
                out[doc["kind"]] = doc
    return out


def container(manifests: dict[str, dict[str, Any]], kind: str = "Deployment") -> dict[str, Any]:
    spec = manifests[kind]["spec"]["template"]["spec"]
    c: dict[str, Any] = spec["containers"][0]
    return c


def env(c: dict[str, Any]) -> dict[str, Any]:
    return {e["name"]: e.get("value", e.get("valueFrom")) for e in c["env"]}


def test_the_chart_lints_clean() -> None:
    result = helm_python.lint(str(CHART), values=BASE, strict=True)
    assert result["errors"] == [] and all(
        m["severity"] <= 1 for m in result["messages"]), result


@pytest.mark.parametrize("values", [
    {},
    {"autoscaling": {"enabled": True}, "usageWriter": "process",
     "policies": {"gold.yaml": "objective: latency\n"}},
    {"replicaCount": 1, "workers": 1, "secrets": {"existingSecret": "s", "redisUrlKey": ""},
     "podDisruptionBudget": {"enabled": False}, "migrations": {"enabled": False}},
])
def test_every_manifest_is_valid_kubernetes(values: dict[str, Any]) -> None:
    manifests = render(**values)
    for doc in manifests.values():
        kubernetes_validate.validate(doc, KUBE, strict=True)  # raises on a bad manifest
    assert {"ConfigMap", "Deployment", "Service"} <= set(manifests)


def test_the_gateway_pod_runs_serve_with_its_secrets_fleet_and_probes() -> None:
    manifests = render(workers=2, env={"SPECGATE_SCRAPE_INTERVAL_S": "1.5"})
    c = container(manifests)
    assert c["args"][:1] == ["serve"] and c["args"][c["args"].index("--workers") + 1] == "2"
    e = env(c)
    for name, key in (("SPECGATE_DATABASE_URL", "database-url"),
                      ("SPECGATE_REDIS_URL", "redis-url"),
                      ("SPECGATE_ADMIN_TOKEN", "admin-token")):
        assert e[name] == {"secretKeyRef": {"name": "specgate-secrets", "key": key}}
    assert e["SPECGATE_SCRAPE_INTERVAL_S"] == "1.5"
    assert e["SPECGATE_SECURE_COOKIES"] == "true"  # behind the ingress's TLS
    assert "SPECGATE_REDIS_CLUSTER" not in e
    assert env(container(render(redisCluster=True)))["SPECGATE_REDIS_CLUSTER"] == "true"
    assert c["livenessProbe"]["httpGet"]["path"] == "/healthz"
    # not /readyz: an outage of the database or Redis must not take every pod out of service
    assert c["readinessProbe"]["httpGet"]["path"] == "/healthz"
    # the fleet file the pod reads is the one given, and the gateway accepts it
    mount = next(m for m in c["volumeMounts"] if m["mountPath"] == e["SPECGATE_CONFIG"])
    fleet = yaml.safe_load(manifests["ConfigMap"]["data"][mount["subPath"]])
    assert fleet == FLEET and [b.name for b in parse_fleet(fleet).backends] == [
        "vllm-ngram", "tgi-plain"]
    pod = manifests["Deployment"]["spec"]["template"]["spec"]
    grace = int(e["SPECGATE_GRACEFUL_SHUTDOWN_S"])
    assert pod["terminationGracePeriodSeconds"] >= grace + 15  # room for the usage flush
    assert c["securityContext"]["readOnlyRootFilesystem"] is True
    writable = {m["mountPath"] for m in c["volumeMounts"] if not m.get("readOnly")}
    assert {"/tmp", "/var/lib/specgate"} <= writable  # metrics dir and the usage spool
    assert e["SPECGATE_USAGE_SPOOL_DIR"].startswith("/var/lib/specgate")
    assert manifests["Service"]["spec"]["ports"][0]["targetPort"] == "http"


def test_the_fleet_file_can_be_given_as_it_is(  # helm install --set-file fleet=fleet.yaml
) -> None:
    text = (CHART.parents[1] / "fleet.example.yaml").read_text()
    manifests = render(fleet=text)
    given = yaml.safe_load(manifests["ConfigMap"]["data"]["fleet.yaml"])
    assert given == yaml.safe_load(text)
    assert parse_fleet(given).backends


def test_policies_join_the_shipped_ones_and_a_change_rolls_the_pods() -> None:
    gold = "objective: latency\nslo:\n  tpot_ms: 40\n"
    one, other = (render(policies={"gold.yaml": text}) for text in (gold, gold + "# v2\n"))
    c = container(one)
    mount = next(m for m in c["volumeMounts"] if m["mountPath"] == "/app/policies/gold.yaml")
    assert parse_policy(one["ConfigMap"]["data"][mount["subPath"]]).objective == "latency"
    assert "SPECGATE_POLICIES_DIR" not in env(c)  # balanced, latency, cost stay beside it
    annotation = "checksum/config"
    assert (one["Deployment"]["spec"]["template"]["metadata"]["annotations"][annotation]
            != other["Deployment"]["spec"]["template"]["metadata"]["annotations"][annotation])


def test_autoscaling_owns_the_replica_count() -> None:
    manifests = render(autoscaling={"enabled": True, "minReplicas": 3, "maxReplicas": 9,
                                    "targetCPUUtilizationPercentage": 60})
    assert "replicas" not in manifests["Deployment"]["spec"]
    hpa = manifests["HorizontalPodAutoscaler"]["spec"]
    assert (hpa["minReplicas"], hpa["maxReplicas"]) == (3, 9)
    assert hpa["scaleTargetRef"]["name"] == manifests["Deployment"]["metadata"]["name"]
    assert render()["Deployment"]["spec"]["replicas"] == 2


def test_a_single_replica_gets_no_disruption_budget_that_would_block_every_drain() -> None:
    one = render(replicaCount=1, secrets={"existingSecret": "s", "redisUrlKey": ""})
    assert "PodDisruptionBudget" not in one
    assert render()["PodDisruptionBudget"]["spec"]["minAvailable"] == 1


def test_the_grace_period_covers_the_drain_the_flush_and_a_meter_writer() -> None:
    def grace(**values: Any) -> int:
        spec = render(**values)["Deployment"]["spec"]["template"]["spec"]
        return int(spec["terminationGracePeriodSeconds"])

    assert grace(gracefulShutdownSeconds=15) == 35
    assert grace(gracefulShutdownSeconds=15, usageWriter="process") == 65  # its 30 s stop


def test_the_spool_can_outlive_the_pod() -> None:
    volumes = {v["name"]: v for v in render(spool={"persistentVolumeClaim": "sg-spool"})[
        "Deployment"]["spec"]["template"]["spec"]["volumes"]}
    assert volumes["spool"]["persistentVolumeClaim"] == {"claimName": "sg-spool"}
    assert "emptyDir" in {v["name"]: v for v in render()["Deployment"]["spec"]["template"][
        "spec"]["volumes"]}["spool"]


def test_migrations_run_as_a_hook_before_install_and_upgrade() -> None:
    job = render()["Job"]
    assert job["metadata"]["annotations"]["helm.sh/hook"] == "pre-install,pre-upgrade"
    c = container({"Job": job}, "Job")
    assert c["args"] == ["db", "upgrade"]
    assert set(env(c)) == {"SPECGATE_DATABASE_URL"}  # nothing it does not need


@pytest.mark.parametrize(("values", "says"), [
    ({"secrets": {"existingSecret": ""}}, "secrets.existingSecret is required"),
    ({"fleet": {}}, "fleet is required"),
    ({"secrets": {"existingSecret": "s", "redisUrlKey": ""}}, "need Redis"),
    ({"secrets": {"existingSecret": "s", "redisUrlKey": ""}, "replicaCount": 1,
      "usageWriter": "process"}, "usageWriter: process needs Redis"),
    ({"usageWriter": "sometimes"}, "usageWriter must be inline or process"),
])
def test_values_that_would_run_a_wrong_gateway_fail_with_a_reason(values: dict[str, Any],
                                                                   says: str) -> None:
    with pytest.raises(helm_python.HelmError, match=says):
        render(**values)
