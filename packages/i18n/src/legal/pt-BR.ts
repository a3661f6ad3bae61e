/** The terms of use and privacy policy texts (pt-BR, the source): loaded with those two pages, not with the app shell (their titles stay there, for the page title). */
export const ptBRLegal = {
  'static.terms.intro':
    'Este guia de visitação é oferecido pela instituição que opera este serviço (o responsável pelo guia), com o Percurso, um software livre. Ao usar o guia, você concorda com estes termos.',
  'static.terms.use_title': 'Uso do guia',
  'static.terms.use_text':
    'O guia é gratuito para visitantes e serve para apoiar sua visita com textos, áudios, vídeos e imagens. Use-o de forma pessoal e respeitosa, sem tentar interferir no funcionamento do serviço.',
  'static.terms.content_title': 'Conteúdo',
  'static.terms.content_text':
    'Textos, imagens, áudios e vídeos pertencem ao responsável pelo guia ou aos seus autores e são protegidos por direitos autorais. Você pode consultá-los e compartilhar links, mas não pode reproduzi-los para fins comerciais sem autorização.',
  'static.terms.safety_title': 'Durante a visita',
  'static.terms.safety_text':
    'Preste atenção ao caminho e às orientações do local e use fones de ouvido em espaços silenciosos. Horários e condições de acesso podem mudar; em caso de dúvida, fale com a equipe.',
  'static.terms.availability_title': 'Disponibilidade',
  'static.terms.availability_text':
    'O guia pode ficar fora do ar para manutenção ou mudar sem aviso. As partes já visitadas continuam disponíveis sem internet no seu aparelho.',
  'static.terms.links_title': 'Links externos',
  'static.terms.links_text':
    'Patrocinadores, redes sociais, mapas e visitas 3D podem levar a serviços de terceiros, que têm termos próprios.',
  'static.terms.contact_title': 'Contato',
  'static.terms.contact_text': 'Dúvidas sobre estes termos: fale com a equipe do local ou com o responsável pelo guia.',
  'static.privacy.intro':
    'Esta política explica quais dados o guia usa. O serviço é hospedado pelo próprio responsável pelo guia; nenhum dado é vendido nem usado para publicidade.',
  'static.privacy.device_title': 'No seu aparelho',
  'static.privacy.device_text':
    'O idioma escolhido, o tamanho do texto, os tutoriais já vistos e cópias do conteúdo visitado (para uso sem internet) ficam guardados no seu navegador. Você pode apagá-los limpando os dados do site.',
  'static.privacy.server_title': 'No servidor',
  'static.privacy.server_text':
    'Para entregar o conteúdo, o servidor recebe dados técnicos dos pedidos (endereço IP, navegador, idioma, páginas e arquivos pedidos). Eles servem para segurança e estatísticas agregadas e são mantidos pelo menor tempo necessário.',
  'static.privacy.account_title': 'Contas e interações',
  'static.privacy.account_text':
    'Se você criar uma conta, guardamos os dados que informar no cadastro e os pontos que desbloquear, para mostrar seu progresso. Você pode pedir a exclusão da conta a qualquer momento.',
  'static.privacy.sensors_title': 'Câmera e localização',
  'static.privacy.sensors_text':
    'A câmera e a localização só são usadas quando você lê um QR code ou desbloqueia um ponto por GPS, e sempre com sua permissão. As imagens da câmera não são enviadas ao servidor.',
  'static.privacy.third_parties_title': 'Serviços de terceiros',
  'static.privacy.third_parties_text':
    'Mapas podem carregar imagens de um servidor de mapas (como o OpenStreetMap); visitas 3D e links externos seguem as políticas dos seus provedores.',
  'static.privacy.rights_title': 'Seus direitos',
  'static.privacy.rights_text':
    'Conforme a legislação de proteção de dados (como a LGPD), você pode pedir ao responsável pelo guia acesso, correção ou exclusão dos seus dados.',
  'static.privacy.usage_title': 'Estatísticas de uso e por quanto tempo são guardadas',
  'static.privacy.usage_text':
    'Com o registro de uso ligado, o app envia ao servidor os pontos que você abre e fecha, os áudios e vídeos que você inicia e conclui e as partes do guia que você acessa, com o momento de cada um. Com eles, o local vê visitas, tempo em cada ponto e jornadas. Esses registros detalhados, e os dos pontos desbloqueados, são apagados depois de {{months}} meses; ficam só totais agregados, que não identificam ninguém. Seu progresso (pontos desbloqueados, respostas, emblemas e jornadas concluídas) fica na sua conta enquanto ela existir. Uma exportação para a equipe do local não leva nome, e-mail, telefone, gênero, cidade nem data de nascimento: só a faixa etária, a região em relação ao local e um código que muda a cada exportação.',
  'static.privacy.tracking_heading': 'Registro de uso',
  'static.privacy.tracking_label': 'Registrar meu uso nas estatísticas do local',
  'static.privacy.tracking_description':
    'Desligado, o app deixa de enviar os pontos abertos, os áudios e vídeos tocados e as partes do guia acessadas. Seu progresso e seus emblemas continuam funcionando.',
  'static.privacy.tracking_scope_browser': 'A escolha fica guardada neste navegador.',
  'static.privacy.tracking_scope_account': 'A escolha vale para a sua conta, em todos os seus aparelhos.',
};
