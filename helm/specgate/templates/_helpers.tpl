{{/* Names, labels and the checks every manifest relies on. */}}
{{- define "specgate.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "specgate.labels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{- define "specgate.selector" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "specgate.image" -}}
{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}
{{- end -}}

{{/* Fail early on values that would run a gateway with wrong limits or no database. */}}
{{- define "specgate.checks" -}}
{{- if not .Values.secrets.existingSecret -}}
{{- fail "secrets.existingSecret is required: a Secret with the database URL (and Redis URL, admin token)" -}}
{{- end -}}
{{- if not .Values.fleet -}}
{{- fail "fleet is required: the models and their backends, as in fleet.example.yaml" -}}
{{- end -}}
{{- if not .Values.secrets.redisUrlKey -}}
{{- if or (gt (int .Values.replicaCount) 1) .Values.autoscaling.enabled (gt (int .Values.workers) 1) -}}
{{- fail "several replicas or workers need Redis (secrets.redisUrlKey): without it each keeps its own rate limits and budgets" -}}
{{- end -}}
{{- if eq .Values.usageWriter "process" -}}
{{- fail "usageWriter: process needs Redis (the usage stream lives there)" -}}
{{- end -}}
{{- end -}}
{{- if not (has .Values.usageWriter (list "inline" "process")) -}}
{{- fail "usageWriter must be inline or process" -}}
{{- end -}}
{{- end -}}

{{/* The environment every specgate container shares. */}}
{{- define "specgate.env" -}}
- name: SPECGATE_DATABASE_URL
  valueFrom:
    secretKeyRef: {name: {{ .Values.secrets.existingSecret }}, key: {{ .Values.secrets.databaseUrlKey }}}
{{- if .Values.secrets.redisUrlKey }}
- name: SPECGATE_REDIS_URL
  valueFrom:
    secretKeyRef: {name: {{ .Values.secrets.existingSecret }}, key: {{ .Values.secrets.redisUrlKey }}}
{{- if .Values.redisCluster }}
- name: SPECGATE_REDIS_CLUSTER
  value: "true"
{{- end }}
{{- end }}
{{- if .Values.secrets.adminTokenKey }}
- name: SPECGATE_ADMIN_TOKEN
  valueFrom:
    secretKeyRef: {name: {{ .Values.secrets.existingSecret }}, key: {{ .Values.secrets.adminTokenKey }}}
{{- end }}
- name: SPECGATE_CONFIG
  value: /etc/specgate/fleet.yaml
- name: SPECGATE_USAGE_WRITER
  value: {{ .Values.usageWriter | quote }}
- name: SPECGATE_USAGE_SPOOL_DIR
  value: /var/lib/specgate/spool
- name: SPECGATE_GRACEFUL_SHUTDOWN_S
  value: {{ .Values.gracefulShutdownSeconds | quote }}
- name: SPECGATE_SECURE_COOKIES
  value: {{ .Values.secureCookies | quote }}
{{- range $name, $value := .Values.env }}
- name: {{ $name }}
  value: {{ $value | quote }}
{{- end }}
{{- end -}}
